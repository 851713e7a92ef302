/**
 * Skill families for technology industries. Each family: id, label, kind, the industry codes it counts for,
 * and its skills as one string: skills separated by ';', aliases of one skill by '|', the canonical name
 * first. An alias starting with '=' only matches with its exact letter case (Go, R, C, Rails), because in
 * lower case it is an ordinary word.
 */
import type { SkillFamilyRow } from './skill-family';

export const TECHNOLOGY_FAMILIES: readonly SkillFamilyRow[] = [
  [
    'programming-languages',
    'Programming languages',
    'hard',
    'SWE DS SEC QA RND MFG',
    'Python|Python3; Java|Core Java; JavaScript|JS|ECMAScript|ES6; TypeScript|=TS; =Go|Golang; =Rust; C++; C#|C Sharp|CSharp; =C|C programming|ANSI C; =Ruby; PHP; Kotlin; =Swift|Swift programming; Objective-C; Scala; =R|R programming|RStudio; MATLAB; Perl; Haskell; Elixir; Erlang; Clojure; F#; Dart; Lua; Groovy; Visual Basic|VB|VBA|VB.NET; COBOL; Fortran; Assembly language; Shell Scripting|Shell Script|=Bash|=Shell; PowerShell; SQL|Structured Query Language; PL/SQL; T-SQL|Transact-SQL; Solidity; Apex; ABAP; SAS; Stata; SPSS; Delphi; Pascal; Prolog; OCaml; Zig; WebAssembly|WASM; Verilog; VHDL',
  ],
  [
    'web-frontend',
    'Web front end',
    'hard',
    'SWE DES QA PRD',
    'HTML|HTML5; CSS|CSS3; React|React.js|ReactJS; Angular|AngularJS|Angular 6; Vue|Vue.js|VueJS; Svelte; Next.js|NextJS; Nuxt|Nuxt.js; jQuery|JQuery; Bootstrap; Tailwind CSS|Tailwind; Sass|SCSS; Less CSS; Redux; MobX; Webpack; Vite; Babel; Ember.js|=Ember; Backbone.js; D3.js|D3; Three.js; WebGL; Responsive Design|Responsive Web Design; Web Accessibility|WCAG|Accessibility|a11y; Material UI|MUI; Storybook; Chart.js; Highcharts|High Charts; GraphQL; =Apollo; Web Components; Progressive Web Apps|PWA; Single Page Applications|SPA; DOM; AJAX; JSON; XML; XSLT; Gatsby; =Remix; Alpine.js; =Lit; Preact; Solid.js; =Astro',
  ],
  [
    'web-backend',
    'Back end and frameworks',
    'hard',
    'SWE QA DS',
    'Node.js|NodeJS|=Node; Express.js|ExpressJS|=Express; NestJS; Fastify; Django|Django REST Framework|DRF|DjangoRestFramework; Flask; FastAPI; Spring Framework|=Spring; Spring Boot; Hibernate; SQLAlchemy; Ruby on Rails|=Rails|RoR; Laravel; Symfony; CodeIgniter; ASP.NET|ASP.Net; ASP.NET Core|.NET Core; .NET|Dot Net|.net framework; Entity Framework; ASP.NET MVC|MVC|Model View Controller|Model-view-controller; Microservices|Microservice architecture; REST APIs|=REST|RESTful APIs|RESTful|REST API; SOAP; gRPC; WebSockets; API Design|API development|APIs; OAuth|OAuth2; JWT; OpenAPI|Swagger; =Celery; RabbitMQ; Apache Kafka|Kafka; ActiveMQ; =Redis; Memcached; Elasticsearch|ElasticSearch|Elastic Search; Solr; Nginx; Apache HTTP Server|Apache Tomcat|Tomcat; IIS; Jinja2|Jinja; ORM; Event-driven Architecture|event-driven programming; Serverless; Multithreading|Concurrency|threading; Distributed Systems; System Design; =Gin; Echo framework; Ktor; Micronaut; Quarkus; Struts; JSP|JavaServer Pages; Servlets; J2EE|Java EE|JEE; EJB; JPA; JDBC; ColdFusion|Coldfusion; SharePoint|Microsoft SharePoint|SharePoint 2010; WordPress; Drupal; Joomla; Magento; Shopify; Salesforce Commerce Cloud',
  ],
  [
    'databases',
    'Databases',
    'hard',
    'SWE DS SEC',
    'PostgreSQL|Postgres|PostGRESQL; MySQL; SQL Server|MS SQL Server|Microsoft SQL Server|MSSQL|SqlServer|Ms Sql Server; Oracle Database|=Oracle|Oracle DB; SQLite; MongoDB|Mongo; Cassandra|Apache Cassandra; DynamoDB; Couchbase; CouchDB; Neo4j; HBase|Hbase; Firebase; Firestore; Supabase; MariaDB; Snowflake; Amazon Redshift|Redshift; Google BigQuery|BigQuery; Teradata; DB2|IBM DB2; Sybase; Microsoft Access|MS Access|=Access; Database Design|database schema design|database schemas; Data Modeling|Data Modelling; Query Optimization|query tuning; Stored Procedures; Database Administration|DBA; Indexing; NoSQL; Relational Databases|RDBMS; InfluxDB; TimescaleDB; ClickHouse; CockroachDB; Pinecone; Vector Databases; SSIS; SSRS; SSAS',
  ],
  [
    'cloud-devops',
    'Cloud and DevOps',
    'hard',
    'SWE SEC DS QA',
    'Amazon Web Services|AWS; Microsoft Azure|Azure; Google Cloud Platform|GCP|Google Cloud; AWS Lambda|=Lambda; Amazon EC2|EC2; Amazon S3|S3; CloudFormation; AWS CDK; Terraform; Pulumi; Ansible; Puppet; Chef Infra; SaltStack; Docker|Docker containers; Kubernetes|K8s; =Helm; OpenShift; Docker Swarm; Amazon ECS|ECS; Amazon EKS|EKS; Google Kubernetes Engine|GKE; Azure Kubernetes Service|AKS; CI/CD|CI CD|CI/CD pipelines|CI/CD pipeline|CI CD pipelines|Continuous Integration|Continuous Deployment|Continuous Delivery|Continuous Integration and Continuous Deployment; Jenkins; GitHub Actions; GitLab CI|GitLab CI/CD; CircleCI; Travis CI; Azure DevOps|VSTS|TFS|Team Foundation Server; Bamboo; ArgoCD|Argo CD; Spinnaker; Git|GIT; GitHub; GitLab; Bitbucket; Subversion|SVN; Mercurial; Visual SourceSafe|Visual Source Safe; Maven; Gradle; Apache Ant|=Ant|=ANT; npm; Yarn; Linux|LINUX; Unix; Ubuntu; Red Hat Enterprise Linux|RHEL|Red Hat; CentOS; Windows Server; Infrastructure as Code|IaC; Site Reliability Engineering|SRE; Observability; Prometheus; Grafana; Datadog; New Relic; Splunk; ELK Stack|ELK; Logstash; Kibana; Nagios; Zabbix; PagerDuty; Istio; Service Mesh; =Vagrant; =Packer; =Consul; HashiCorp Vault; Cloud Architecture; Cloud Migration; Load Balancing; Auto Scaling; CDN|Content Delivery Network; Cloudflare; Heroku; Vercel; Netlify; DigitalOcean; VMware; Virtualization; Hyper-V; Containerization; DevOps|Dev-ops|DevOps methodologies; Release Management; Build Engineering; Configuration Management',
  ],
  [
    'software-practices',
    'Software engineering practices',
    'hard',
    'SWE QA PRD PM',
    'Object-Oriented Programming|OOP|object oriented programming|OOPS; Functional Programming; Design Patterns; Data Structures; Algorithms; Data Structures and Algorithms|DSA; Software Architecture; Clean Code; Code Review|code reviews; Pair Programming; Test-Driven Development|TDD; Behavior-Driven Development|BDD; Domain-Driven Design|DDD; Unit Testing; Integration Testing; Debugging; Performance Optimization|performance tuning; Refactoring; Version Control|version control tools|Source Control; Software Development Life Cycle|SDLC; Agile|Agile methodologies|Agile development; Scrum; Kanban; Extreme Programming|XP; Waterfall; Full Stack Development|full-stack|full stack; Front-End Development|frontend development|front end development; Back-End Development|backend development|back end development; Web Development|web applications development|web application development; Mobile Development|mobile application development; Embedded Systems|embedded software; Firmware; Real-Time Systems|RTOS; Scalability|scalable systems; Security Best Practices; Technical Documentation; Open Source; Cross-Browser Compatibility; Internationalization|i18n; Caching; Jira|JIRA|Atlassian Jira; Confluence; Trello; Asana; Postman; Visual Studio|Visual Studio Code|VS Code|VSCode; IntelliJ IDEA|IntelliJ; Eclipse; Xcode; Android Studio; Vim; Prototyping|Prototype|Prototypes',
  ],
  [
    'mobile',
    'Mobile',
    'hard',
    'SWE DES QA',
    'iOS|iOS Development; Android|Android Development; React Native; Flutter; Xamarin; Ionic; SwiftUI; UIKit; Jetpack Compose; Cordova|PhoneGap; Mobile UI; App Store Optimization|ASO; Push Notifications; Core Data; Room Database; Expo; Kotlin Multiplatform; Mobile Testing; Firebase Analytics; Google Play Console',
  ],
  [
    'qa-testing',
    'Testing and quality assurance',
    'hard',
    'QA SWE MFG',
    'Software Testing; Manual Testing|web testing; Automated Testing|Test Automation|automation testing; Selenium|Selenium WebDriver; Cypress; Playwright; Puppeteer; Jest; Mocha; Chai; Jasmine; Vitest; JUnit; TestNG; PyTest|pytest; unittest; RSpec; Cucumber; Gherkin; Appium; Espresso; XCTest; LoadRunner; JMeter|Apache JMeter; Gatling; k6; Locust; Postman testing; SoapUI; Regression Testing; Smoke Testing; Functional Testing; Performance Testing|Load Testing; Security Testing; User Acceptance Testing|UAT; Exploratory Testing; Black Box Testing; White Box Testing; Test Plans|test planning; Test Cases|test case design; Test Strategy; Bug Tracking|defect tracking; TestRail; Zephyr; HP ALM|Quality Center|HP Quality Center; QTP|UFT|Unified Functional Testing; Software Testing Life Cycle|STLC; ISTQB; Quality Assurance|QA; Quality Control|QC; Test Reports; Root Cause Analysis|RCA; Six Sigma|Lean Six Sigma; ISO 9001; ISO 13485; Statistical Process Control|SPC; CAPA|Corrective and Preventive Action; FMEA|Failure Mode and Effects Analysis; PPAP; APQP; Measurement System Analysis|MSA|Gauge R&R; First Article Inspection|FAI; GD&T|Geometric Dimensioning and Tolerancing; Internal Audits|internal auditing; Supplier Quality; Good Manufacturing Practice|GMP|cGMP; Process Validation|IQ/OQ/PQ',
  ],
  [
    'data-science',
    'Data science and machine learning',
    'hard',
    'DS RND SWE ACA',
    'Machine Learning|ML; Deep Learning; Artificial Intelligence|AI; Natural Language Processing|NLP|Natural Language processing; Computer Vision|Open CV|OpenCV; Large Language Models|LLM|LLMs; Generative AI|GenAI; Prompt Engineering; Retrieval-Augmented Generation|RAG; Neural Networks|Neural Nets; Convolutional Neural Networks|CNN; Recurrent Neural Networks|RNN|LSTM; Transformers; Reinforcement Learning; Supervised Learning; Unsupervised Learning; Regression|Linear Regression|Logistic Regression; Clustering|Cluster Analysis|K-Means; Decision Trees; Random Forest; Gradient Boosting|XGBoost|Boosting techniques|LightGBM|CatBoost; Support Vector Machines|SVM; K-Nearest Neighbors|KNN; Naive Bayes|Naïve Bayes; Dimensionality Reduction|PCA|Principal Component Analysis; Topic Modeling|Topic Modelling|LDA|NMF; Sentiment Analysis; Word Embeddings|Word Embedding|word2vec|doc2vec; Feature Engineering; Model Deployment|MLOps; Model Evaluation; Hyperparameter Tuning; A/B Testing|AB testing|split testing; Time Series Analysis|time series forecasting|time series|time-series analysis; Forecasting; Predictive Modeling|predictive analytics|predictive analysis|Predictive Modelling; Statistical Modeling|Statistical Analysis|statistics; Hypothesis Testing; Bayesian Statistics; Experimental Design; Causal Inference; Recommendation Systems|recommender systems; Anomaly Detection; Fraud Detection; Mathematical Optimization; Operations Research; TensorFlow; Keras; PyTorch; scikit-learn|sklearn|Scikit Learn; pandas|Pandas; NumPy|numpy; SciPy|scipy; Matplotlib|matplotlib|Matplot lib; Seaborn; Plotly; ggplot2|ggplot; Jupyter|Jupyter Notebook; Hugging Face; LangChain; spaCy; NLTK; Gensim; OpenAI API; Databricks; MLflow; Kubeflow; SageMaker|Amazon SageMaker; Vertex AI; Azure Machine Learning; H2O; Weka; KNIME; RapidMiner; Data Mining; Text Mining|text analytics; Web Scraping|BeautifulSoup|Scrapy; Chatbots|chatbot; Image Processing; Speech Recognition',
  ],
  [
    'data-engineering',
    'Data engineering and analytics',
    'hard',
    'DS SWE FIN MKT OPS',
    'Data Analysis|data analytics|analyzing data; Data Visualization|Database Visualizations|visualizations; Business Intelligence|=BI; Tableau|tableau dashboard; Power BI|PowerBI|Microsoft Power BI; =Looker; Looker Studio|Google Data Studio|Data Studio; Qlik|QlikView|Qlik Sense; MicroStrategy; Cognos|IBM Cognos; Alteryx; =Excel|Microsoft Excel|MS Excel|advanced Excel; Pivot Tables|PivotTables; VLOOKUP|XLOOKUP; Power Query; DAX; Google Sheets; ETL|ETL pipelines|Extract Transform Load; ELT; Data Pipelines|data pipeline; Data Warehousing|data warehouse|DWH; Data Lakes|Data Lake; Data Lakehouse; Apache Spark|=Spark|PySpark|Spark SQL; Hadoop|Apache Hadoop|HDFS|MapReduce; Apache Hive|=Hive; Apache Pig; Apache Airflow|Airflow; dbt|data build tool; Apache Flink|Flink; Apache Beam; Apache NiFi|NiFi; Informatica; Talend; Fivetran; Kinesis|Amazon Kinesis; AWS Glue; Azure Data Factory; Synapse|Azure Synapse; Delta Lake; Parquet; Avro; Big Data; Data Governance; Data Quality; Master Data Management|MDM; Data Cleaning|data cleansing|data wrangling; Data Collection; Data Entry; Reporting|report generation; Dashboards|dashboard|Dashboarding; KPI Tracking|KPIs|key performance indicators|KPI; SQL queries; Google Analytics|=GA|Google Analytics 4|GA4|Universal Analytics; Adobe Analytics|Omniture; Mixpanel; =Amplitude; Excel Macros|macros; Data Management|maintaining data|data maintenance; Data Architecture; Data Integration; Data Migration|migrate legacy data; Database Management; Quantitative Analysis; Descriptive Statistics',
  ],
  [
    'cybersecurity',
    'Cybersecurity',
    'hard',
    'SEC SWE GOV FIN',
    'Cybersecurity|Cyber Security|information security|InfoSec|IT security; Network Security; Application Security|AppSec; Cloud Security; Endpoint Security; Penetration Testing|pen testing|Pentesting; Ethical Hacking; Vulnerability Management|vulnerability assessment|vulnerability scanning; Threat Modeling; Threat Intelligence; Threat Hunting; Incident Response; Digital Forensics|forensics; Malware Analysis; Reverse Engineering; Security Operations Center|=SOC; SIEM; Security Information and Event Management; Splunk Enterprise Security; QRadar|IBM QRadar; ArcSight; Microsoft Sentinel; CrowdStrike|CrowdStrike Falcon; Carbon Black; SentinelOne; Palo Alto Networks|Palo Alto; Fortinet|FortiGate; Check Point; Cisco ASA; Firewalls|firewall; IDS/IPS|Intrusion Detection|Intrusion Prevention; Snort; Suricata; Wireshark; Nmap; Metasploit; Burp Suite; Nessus; Qualys; Rapid7|InsightVM; Kali Linux; OWASP|OWASP Top 10; Identity and Access Management|IAM; Okta; Active Directory|=AD; LDAP; Single Sign-On|SSO; Multi-Factor Authentication|MFA|2FA; Privileged Access Management|PAM|CyberArk; Zero Trust; Public Key Infrastructure|PKI; Encryption|cryptography; TLS|SSL; VPN; Data Loss Prevention|DLP; Security Audits|security auditing; Risk Assessment|risk assessments; Risk Management Framework|RMF; NIST|NIST 800-53|NIST CSF|NIST Cybersecurity Framework; ISO 27001; SOC 2; PCI DSS|=PCI; HIPAA Security; FedRAMP; GDPR; CMMC; Security Awareness Training; Governance Risk and Compliance|GRC; Business Continuity|BCP; Disaster Recovery|=DR; Vulnerability Remediation; Patch Management; Email Security; Web Application Firewall|WAF; DevSecOps; Container Security; SAST; DAST; Secure Coding',
  ],
  [
    // Credentials, asked as credentials ('Do you hold ...?'), never as a tool used.
    'security-credentials',
    'Security certifications',
    'credential',
    'SEC SWE GOV FIN',
    'CompTIA Security+|Security+; CompTIA CySA+|CySA+; CISSP; CISM; CISA; CEH|Certified Ethical Hacker; OSCP; GIAC|GSEC|GCIH|GCIA; CCSP',
  ],
  [
    'it-support-networking',
    'IT support and networking',
    'hard',
    'SWE SEC GEN GOV',
    'Technical Support|tech support|IT support; Help Desk|Helpdesk|Service Desk; Desktop Support; Troubleshooting|troubleshoot|trouble shooting|trouble-shooting; Hardware Installation; Software Installation; Operating Systems; =Windows|Microsoft Windows|Windows 10; macOS|Mac OS|OS X; Networking|computer networking; TCP/IP; DNS; DHCP; LAN|WAN|LAN/WAN; Routing and Switching|routers|switches; Cisco|Cisco IOS; CCNA; CCNP; CompTIA A+|A+ certification; CompTIA Network+|Network+; ITIL; ServiceNow; Zendesk; Remedy|BMC Remedy; Ticketing Systems|ticketing; Microsoft 365|Office 365|O365; Microsoft Exchange|Exchange Server; Group Policy; Intune|Microsoft Intune; SCCM|MECM; Jamf; Citrix; Remote Desktop|RDP; VoIP; Wi-Fi|Wireless Networking|WLAN; Network Administration; System Administration|sysadmin|systems administration; Server Administration; Backup and Recovery|backups; Asset Management|IT asset management; Disk Imaging; Mobile Device Management|MDM solutions; SFTP|Secure File Transfer Protocol|FTP; SSH; Shell Commands; IT Infrastructure; Data Center|data centre; Cabling|structured cabling; Firewall Configuration; VMware vSphere|vSphere|ESXi; =SAN|=NAS; IT Service Management|ITSM',
  ],
];
